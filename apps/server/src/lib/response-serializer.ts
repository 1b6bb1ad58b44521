/**
 * Responses written from their schema's JSON Schema by fast-json-stringify, the
 * serializer fastify itself uses, rather than by zod. Both write only the properties the schema
 * declares, so nothing a schema leaves out (a password hash, a column added later) can reach a
 * client; zod also checks every value's type on the way out, and encodes the whole response
 * as a copy before JSON.stringify writes it. A list page of ten applications takes 59-82 µs that
 * way and 27-30 µs here (this module's test measures it); JSON.stringify alone takes 40.
 *
 * A schema that JSON Schema cannot describe (a transform, a date object) keeps zod's serializer.
 */
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const responseSerializerCompiler: typeof serializerCompiler = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return serializerCompiler(route);
  let json: AnySchema;
  try {
    // The same JSON Schema, typed by each library its own way.
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as AnySchema;
  } catch {
    return serializerCompiler(route);
  }
  const write = fastJson(json);
  return (data) => write(data);
};
