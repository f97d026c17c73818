// Runs with main.js, before hydration: gives the starter's runner frame its example (see Playground/warmStart.ts).
import {startWarmFrame} from '../components/Playground/warmStart';

if (typeof window !== 'undefined') startWarmFrame();

export {};
