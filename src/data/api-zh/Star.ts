import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '星形。`x`、`y` 是中心，`numPoints` 是角的数量，`innerRadius` 和 `outerRadius` 分别是凹点和尖角到中心的距离。',
  members: {
    innerRadius: '获取或设置内半径（凹点到中心的距离）。',
    numPoints: '获取或设置星形角的数量。',
    outerRadius: '获取或设置外半径（尖角到中心的距离）。',
  },
};

export default doc;
