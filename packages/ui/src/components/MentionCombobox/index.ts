export { MentionCombobox } from './MentionCombobox';
export type { MentionCandidate, MentionComboboxProps } from './MentionCombobox';
