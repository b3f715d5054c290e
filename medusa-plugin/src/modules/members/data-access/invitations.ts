import type { EntityManager } from "typeorm";
import { IsNull } from "typeorm";
import { Invitation } from "../../../models/invitation";
import { Organisation } from "../../../models/organisation";

// The invitation rows, through their TypeORM entity (models/invitation.ts): the module's one way to
// the `invitation` table.

export async function insertInvitation(manager: EntityManager, fields: Partial<Invitation>): Promise<Invitation> {
  const repository = manager.getRepository(Invitation);
  return await repository.save(repository.create(fields));
}

export async function saveInvitation(manager: EntityManager, invitation: Invitation): Promise<Invitation> {
  return await manager.getRepository(Invitation).save(invitation);
}

/** One invitation sent from this organisation (of this kind, when given), or null; locked for a change when asked. */
export async function findInvitation(
  manager: EntityManager,
  organisationId: string,
  invitationId: string,
  options: { lock?: boolean; kind?: Invitation["kind"] } = {},
): Promise<Invitation | null> {
  return await manager.getRepository(Invitation).findOne({
    where: { id: invitationId, organisation_id: organisationId, ...(options.kind ? { kind: options.kind } : {}) },
    ...(options.lock ? { lock: { mode: "pessimistic_write" as const } } : {}),
  });
}

/** The newest 200 invitations sent from this organisation (of this kind, when given). */
export async function listInvitations(
  manager: EntityManager,
  organisationId: string,
  kind?: Invitation["kind"],
): Promise<Invitation[]> {
  return await manager.getRepository(Invitation).find({
    where: { organisation_id: organisationId, ...(kind ? { kind } : {}) },
    order: { created_at: "DESC" },
    take: 200,
  });
}

/** The open (neither accepted nor revoked) invitation with this token hash; locked when accepting. */
export async function findOpenInvitationByTokenHash(
  manager: EntityManager,
  tokenHash: string,
  lock: boolean,
): Promise<Invitation | null> {
  return await manager.getRepository(Invitation).findOne({
    where: { token_hash: tokenHash, accepted_at: IsNull(), revoked_at: IsNull() },
    ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}),
  });
}

export async function findOrganisation(manager: EntityManager, organisationId: string): Promise<Organisation | null> {
  return await manager.getRepository(Organisation).findOne({ where: { id: organisationId } });
}
