// The members module's public surface: what other domains may import. Code resolves Medusa's
// `memberService` and `invitationService` from the container (services/member.ts,
// services/invitation.ts); trpc/router.ts mounts the routers exported here (members, invitations).
export { default as InvitationService } from "./invitation-service";
export { invitationStatus } from "./invitation-view";
export { default as MemberService } from "./member-service";
export { invitationsRouter, membersRouter } from "./router";
export type { InvitationView, Inviter, MemberActor, MemberRow } from "./types";
