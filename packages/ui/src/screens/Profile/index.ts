export { Profile } from './Profile';
export type { ProfileProps } from './Profile';
export type { ProfileData, ProfileFormValues, ProfileUpdateValues } from '../../forms/profileFormSchema';
