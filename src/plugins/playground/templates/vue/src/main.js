import {createApp} from 'vue';
import VueKonva from 'vue-konva';
import App from './App.vue';

createApp(App).use(VueKonva).mount('#container');
