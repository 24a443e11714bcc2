// Per-presentation settings, view links and collaborators (issue #6): to be filled in.
import type { FastifyInstance } from 'fastify';

export async function manageApiRoutes(_app: FastifyInstance) {}
