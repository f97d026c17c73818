// The typed model of the installed konva package that the API pages are rendered from.

export type Role = 'core' | 'shape' | 'interaction' | 'animation' | 'util';

export interface ApiParam {
  name: string;
  type: string;
  optional: boolean;
  rest: boolean;
}

export interface ApiSignature {
  /** getter / setter for merged get/set pairs, call for plain methods */
  role: 'getter' | 'setter' | 'call';
  params: ApiParam[];
  returns: string;
  /** one-line TypeScript-like text, e.g. `cache(config?: CacheConfig): this` */
  text: string;
}

export type MemberKind = 'method' | 'property' | 'getset';

export interface ApiMember {
  name: string;
  kind: MemberKind;
  static: boolean;
  signatures: ApiSignature[];
  /** property type (properties only) */
  type?: string;
  /** default value as written in Konva's source (Factory.addGetterSetter or JSDoc @default) */
  default?: string;
  /** Konva's JSDoc or a deprecation warning in its implementation says so */
  deprecated?: boolean;
  /** an ancestor also has this member and the class changes its behaviour (`Layer#width`) */
  overrides?: string;
  /** an option object parameter expanded into rows (`cache(config)`) */
  options?: {param: string; rows: ApiOption[]};
}

export interface ApiOption {
  name: string;
  type: string;
  optional: boolean;
  /** a literal (`1`, `'image/png'`) or, when it holds Chinese text, a Markdown phrase */
  default?: string;
}

export interface ApiConfigParam {
  name: string;
  type: string;
  optional: boolean;
  default?: string;
  /** class whose config type declares the parameter (Rect, Shape, Node ...) */
  origin: string;
}

export interface ApiEvent {
  name: string;
}

export interface InheritedGroup {
  from: string;
  members: string[];
}

export interface ApiClass {
  name: string;
  /** class: has a constructor; namespace: a plain object of functions (Util, Easings, Filters) */
  kind: 'class' | 'namespace';
  role: Role;
  /** parents, nearest first: Rect -> ['Shape', 'Node'] */
  extends: string[];
  /** the constructor as declared (absent for namespaces) */
  constructorSignature?: ApiSignature;
  config: ApiConfigParam[];
  members: ApiMember[];
  events: ApiEvent[];
  inherited: InheritedGroup[];
  /** Filters only: node attributes each filter reads */
  filterAttrs?: Record<string, string[]>;
  /** the class itself is deprecated (FastLayer) */
  deprecated?: boolean;
}

export interface ApiGlobal {
  name: string;
  kind: 'property' | 'method';
  type: string;
  signature?: ApiSignature;
  /** a literal, or a Markdown phrase when Global.js computes it (`isBrowser`) */
  default?: string;
}

export interface ApiModel {
  version: string;
  classes: ApiClass[];
  globals: ApiGlobal[];
  /** `Class#member` for every member Konva's JSDoc documents on a class that has a page (the completeness bar) */
  documented: string[];
}
