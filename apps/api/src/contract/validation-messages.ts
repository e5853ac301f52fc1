import type { FieldError } from '../http/envelope.js';
import type { ValidationError } from './request-validation.js';

type Messages = Record<string, string>;

function messagesOf(schema: unknown): Messages | undefined {
  if (schema && typeof schema === 'object' && 'x-messages' in schema) {
    return (schema as { 'x-messages': Messages })['x-messages'];
  }
  return undefined;
}

function propertySchema(parent: unknown, property: string): unknown {
  if (parent && typeof parent === 'object' && 'properties' in parent) {
    return (parent as { properties: Record<string, unknown> }).properties[property];
  }
  return undefined;
}

/** `/profile/email` -> `profile.email`; `/tags/0` -> `tags.0`. */
function fieldFromPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').join('.');
}

function join(base: string, property: string): string {
  return base ? `${base}.${property}` : property;
}

function fallbackMessage(field: string, error: ValidationError): string {
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not an allowed field`;
    case 'pattern':
    case 'format':
      return `${field} is invalid`;
    case 'type':
      return `${field} must be a ${String(error.params.type).replace(',', ' or ')}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * Turns ajv's errors into the 422 entries of D6: each names the offending field and says what is wrong in
 * the product's words, taken from the `x-messages` of the property (keyword -> message) in openapi.yaml, or
 * else a plain English sentence naming the field. `where` is the request part (body, querystring, params).
 */
export function toFieldErrors(errors: ValidationError[], where: string): FieldError[] {
  const fieldErrors: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const base = fieldFromPath(error.instancePath);
    let field = base;
    let message: string | undefined;
    if (error.keyword === 'required') {
      const missing = String(error.params.missingProperty);
      field = join(base, missing);
      message = messagesOf(propertySchema(error.parentSchema, missing))?.required;
    } else if (error.keyword === 'additionalProperties') {
      field = join(base, String(error.params.additionalProperty));
    } else {
      const messages = messagesOf(error.parentSchema);
      // An empty string breaks `format` or `pattern` first, but the product calls it missing.
      const blank = error.data === '' && messages?.required !== undefined;
      message = blank ? (messages?.minLength ?? messages?.required) : messages?.[error.keyword];
    }
    // A whole-object rule (e.g. "at least one field") names the request part instead of a field.
    field ||= where;
    // One entry per field: the first failing rule is the one worth showing.
    if (seen.has(field)) continue;
    seen.add(field);
    fieldErrors.push({ field, message: message ?? fallbackMessage(field, error) });
  }
  return fieldErrors;
}
