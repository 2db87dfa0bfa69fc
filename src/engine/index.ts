// The engine's public surface: everything the CLI, the solver and the app may use.

export * from './cards';
export * from './deal';
export * from './echo';
export * from './finish';
export * from './game';
export * from './hint';
export * from './moves';
export * from './position';
export * from './result';
export * from './rules';
export * from './variants';
