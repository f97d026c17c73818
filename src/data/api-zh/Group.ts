import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '',
  members: {},
};

export default doc;
