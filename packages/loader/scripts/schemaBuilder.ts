/** Builds the JSON Schemas from the types in ../src/types.ts with ts-json-schema-generator. */
import { createGenerator } from 'ts-json-schema-generator';
import { fileURLToPath } from 'node:url';

const typesFile = fileURLToPath(new URL('../src/types.ts', import.meta.url));
const tsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));

const SCHEMAS = [
  { file: 'schemas/variant.schema.json', type: 'VariantFrontMatter', id: 'variant.schema.json', title: 'fairyforge variant front-matter' },
  { file: 'schemas/pieces.schema.json', type: 'PieceCatalogue', id: 'pieces.schema.json', title: 'fairyforge piece catalogue' },
  { file: 'schemas/variant-tests.schema.json', type: 'VariantTestsFile', id: 'variant-tests.schema.json', title: 'fairyforge variant tests' },
];

export function buildSchemas(): { file: string; text: string }[] {
  const generator = createGenerator({ path: typesFile, tsconfig, skipTypeCheck: true, additionalProperties: false, sortProps: true, topRef: false });
  return SCHEMAS.map(({ file, type, id, title }) => {
    const schema = generator.createSchema(type) as Record<string, unknown>;
    const ordered = { $schema: schema.$schema, $id: id, title, ...schema };
    return { file, text: JSON.stringify(ordered, null, 2) + '\n' };
  });
}
