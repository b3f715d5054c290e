// The tRPC endpoint through Medusa's pipeline: requests without a bearer token (sign-up, sign-in,
// live streams with their token in the connection params, preflights); bearer-authenticated calls
// usually take the fast path (trpc/adapter/fast-path.ts) and never get here.
import { handleTrpcGet, handleTrpcPost } from "../../../../trpc/adapter/http";

export const GET = handleTrpcGet;
export const POST = handleTrpcPost;
