// Staff moderation (issue #6): to be filled in.
import type { FastifyInstance } from 'fastify';

export async function adminRoutes(_app: FastifyInstance) {}
