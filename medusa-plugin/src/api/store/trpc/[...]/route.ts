// The tRPC endpoint through Medusa's pipeline: requests without a bearer token (sign-up, sign-in,
// live streams with their token in the connection params, preflights); bearer-authenticated calls
// usually take the fast path (trpc/fast-path.ts) and never get here.
import { handleTrpcGet, handleTrpcPost } from "../../../../trpc/http";

export const GET = handleTrpcGet;
export const POST = handleTrpcPost;
