import {createRoot} from 'react-dom/client';
// Extensionless: the example is App.jsx or, written in TypeScript, App.tsx.
import App from './App';

createRoot(document.getElementById('container')).render(<App />);
