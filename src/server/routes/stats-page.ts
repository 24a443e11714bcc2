// Statistics page (issue #6): to be filled in.
import type { FastifyInstance } from 'fastify';

export async function statsPageRoutes(_app: FastifyInstance) {}
