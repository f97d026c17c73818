export {default} from '@site/src/components/DemoGalleryPage';
