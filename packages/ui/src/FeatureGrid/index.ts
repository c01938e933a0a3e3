export { FeatureCard, type FeatureCardProps, FeatureGrid, type FeatureGridProps } from './FeatureGrid';
