// Saving, versions and comments (issue #6): to be filled in.
import type { FastifyInstance } from 'fastify';

export async function editorApiRoutes(_app: FastifyInstance) {}
