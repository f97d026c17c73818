// 演练场：React。改动代码后预览会自动重新运行。
import { useState } from 'react';
import { Stage, Layer, Star, Text } from 'react-konva';

export default function App() {
  const [count, setCount] = useState(0);
  const width = window.innerWidth;
  const height = window.innerHeight;
  return (
    <Stage width={width} height={height}>
      <Layer>
        <Text x={16} y={16} text={`点击次数：${count}`} fontSize={16} fill="#333" />
        <Star
          x={width / 2}
          y={height / 2}
          numPoints={5}
          innerRadius={30}
          outerRadius={64}
          fill="#61dafb"
          stroke="#20232a"
          strokeWidth={3}
          draggable
          onClick={() => {
            setCount(count + 1);
            console.log('点击了星形');
          }}
        />
      </Layer>
    </Stage>
  );
}
