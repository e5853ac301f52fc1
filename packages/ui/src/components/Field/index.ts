export { Field, useFieldControl } from './Field';
export type { FieldControlProps, FieldProps } from './Field';
