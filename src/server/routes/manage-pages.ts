// Per-presentation settings page (issue #6): to be filled in.
import type { FastifyInstance } from 'fastify';

export async function managePageRoutes(_app: FastifyInstance) {}
