import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '',
  members: {},
  globals: {},
};

export default doc;
