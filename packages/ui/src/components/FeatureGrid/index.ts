export { FeatureGrid } from './FeatureGrid';
export type { FeatureGridProps } from './FeatureGrid';
