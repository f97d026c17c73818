// Every class file, by class name. Writers edit only their class file; this list changes only when Konva adds a class.
import type {ClassZh} from './types';
import Konva from './Konva';
import Animation from './Animation';
import Arc from './Arc';
import Arrow from './Arrow';
import Canvas from './Canvas';
import Circle from './Circle';
import Container from './Container';
import Context from './Context';
import Easings from './Easings';
import Ellipse from './Ellipse';
import FastLayer from './FastLayer';
import Filters from './Filters';
import Group from './Group';
import Image from './Image';
import Label from './Label';
import Layer from './Layer';
import Line from './Line';
import Node from './Node';
import Path from './Path';
import Rect from './Rect';
import RegularPolygon from './RegularPolygon';
import Ring from './Ring';
import Shape from './Shape';
import Sprite from './Sprite';
import Stage from './Stage';
import Star from './Star';
import Tag from './Tag';
import Text from './Text';
import TextPath from './TextPath';
import Transform from './Transform';
import Transformer from './Transformer';
import Tween from './Tween';
import Util from './Util';
import Wedge from './Wedge';

export const apiZh: Record<string, ClassZh> = {
  Konva,
  Animation,
  Arc,
  Arrow,
  Canvas,
  Circle,
  Container,
  Context,
  Easings,
  Ellipse,
  FastLayer,
  Filters,
  Group,
  Image,
  Label,
  Layer,
  Line,
  Node,
  Path,
  Rect,
  RegularPolygon,
  Ring,
  Shape,
  Sprite,
  Stage,
  Star,
  Tag,
  Text,
  TextPath,
  Transform,
  Transformer,
  Tween,
  Util,
  Wedge,
};
