// Publishing from files, PDFs and templates; uploaded media (issue #6): to be filled in.
import type { FastifyInstance } from 'fastify';

export async function publishApiRoutes(_app: FastifyInstance) {}
