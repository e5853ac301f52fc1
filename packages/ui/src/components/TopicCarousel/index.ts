export { TopicCarousel } from './TopicCarousel';
export type { TopicCarouselProps } from './TopicCarousel';
export { TopicCard } from './TopicCard';
export type { TopicCardProps } from './TopicCard';
