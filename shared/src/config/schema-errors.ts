/** The parts of an Ajv error that a message needs (Ajv's own type stays out of the browser bundle). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/remotes/chances` -> `remotes.chances`; the root is the file itself. */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.') || 'config.json';

/** One sentence per problem, naming the field, for the error page and the report. */
export function describeSchemaError(error: SchemaError): string {
  const field = fieldOf(error.instancePath);
  const at = error.instancePath ? `${field}.` : '';
  switch (error.keyword) {
    case 'required':
      return `${at}${String(error.params.missingProperty)} is missing`;
    case 'additionalProperties':
      return `${field} has an unknown entry "${String(error.params.additionalProperty)}"`;
    case 'type':
      return `${field} must be ${error.params.type === 'object' ? 'an object' : `a ${String(error.params.type)}`}`;
    case 'pattern':
      return /@/.test(String(error.params.pattern)) ? `${field} must be an email address` : `${field} must be an http(s) address`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}
