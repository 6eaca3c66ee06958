import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// zod 4 adds methods to a schema when it is created, so `.openapi()` exists only on schemas made after
// this runs: lib/api/openapi.ts imports this module before any module that defines schemas.
extendZodWithOpenApi(z);
