import type { FastifyInstance } from "fastify";

/** The fee API arrives with the calculators; the server is ready for it. */
export async function registerApi(_app: FastifyInstance, _options: { rateLimitPerMinute: number | null }) {}
