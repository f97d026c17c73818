// 演练场：Angular（独立组件，无 zone.js）。改动代码后预览会自动重新运行。
import { Component, computed, signal } from '@angular/core';
import { StageComponent, CoreShapeComponent } from 'ng2-konva';

@Component({
  selector: 'app-root',
  imports: [StageComponent, CoreShapeComponent],
  template: `
    <ko-stage [config]="stageConfig">
      <ko-layer>
        <ko-text [config]="label()"></ko-text>
        <ko-star [config]="star" (click)="onClick()"></ko-star>
      </ko-layer>
    </ko-stage>
  `,
})
export class App {
  stageConfig = { width: window.innerWidth, height: window.innerHeight };
  count = signal(0);
  label = computed(() => ({ x: 16, y: 16, text: `点击次数：${this.count()}`, fontSize: 16, fill: '#333' }));
  star = {
    x: window.innerWidth / 2,
    y: window.innerHeight / 2,
    numPoints: 5,
    innerRadius: 30,
    outerRadius: 64,
    fill: '#dd0031',
    stroke: '#6b0018',
    strokeWidth: 3,
    draggable: true,
  };

  onClick() {
    this.count.update((n) => n + 1);
    console.log('点击了星形');
  }
}
