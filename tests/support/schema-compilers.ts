import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify compiles every route's validators and response serialisers again for each app it
 * builds: about a second of each test server's start. The app's schemas are the same in every
 * test, so a test process compiles each once and every later server reuses the function.
 * Keyed by the schema's JSON (Fastify copies schemas per route) and the part or status it is for.
 */
type Compile = (route: { schema: unknown; httpPart?: string; httpStatus?: string; contentType?: string }) => unknown;

function cached(build: (...args: unknown[]) => Compile) {
  const compiled = new Map<string, unknown>();
  return (...args: unknown[]) => {
    const compile = build(...args);
    const options = JSON.stringify(args);
    return (route: Parameters<Compile>[0]) => {
      const key = `${options}|${route.httpPart ?? ''}|${route.httpStatus ?? ''}|${route.contentType ?? ''}|${JSON.stringify(route.schema)}`;
      let fn = compiled.get(key);
      if (!fn) {
        fn = compile(route);
        compiled.set(key, fn);
      }
      return fn;
    };
  };
}

export const schemaController = {
  compilersFactory: {
    buildValidator: cached(AjvCompiler() as never),
    buildSerializer: cached(SerializerSelector() as never),
  },
} as unknown as FastifyServerOptions['schemaController'];
