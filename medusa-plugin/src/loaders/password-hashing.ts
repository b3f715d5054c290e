import type { EntityManager } from "typeorm";
import { hashPassword, isCurrentPasswordHash, isPlatformPasswordHash, verifyPassword } from "../lib/password-hash";
import { type HashOwner, replacePasswordHash, storedPasswordHash } from "../modules/accounts";

type Container = { resolve<T = unknown>(name: string): T };
type AuthResult = { success: boolean; customer?: { id: string }; user?: { id: string } };
type AuthPrototype = {
  comparePassword_(password: string, hash: string): Promise<boolean>;
  authenticate(email: string, password: string): Promise<AuthResult>;
  authenticateCustomer(email: string, password: string): Promise<AuthResult>;
  manager_: EntityManager;
};
type HashingPrototype = { hashPassword_(password: string): Promise<string> };

let installed = false;

/**
 * Password hashes at today's cost (lib/password-hash.ts) for customers and Medusa Admin users,
 * without replacing Medusa's services (registrations.test.ts): their three password methods are
 * extended in place. New passwords are hashed in the platform's format; sign-in verifies either
 * format; a successful sign-in with an old scrypt-kdf hash stores the new format (once).
 */
export default function passwordHashingLoader(container: Container): void {
  if (installed) return;
  installed = true;
  const { default: AuthService } = require("@medusajs/medusa/dist/services/auth") as {
    default: { prototype: AuthPrototype };
  };
  const { default: CustomerService } = require("@medusajs/medusa/dist/services/customer") as {
    default: { prototype: HashingPrototype };
  };
  const { default: UserService } = require("@medusajs/medusa/dist/services/user") as {
    default: { prototype: HashingPrototype };
  };
  for (const service of [CustomerService, UserService]) service.prototype.hashPassword_ = hashPassword;

  const medusaCompare = AuthService.prototype.comparePassword_;
  AuthService.prototype.comparePassword_ = async function (password: string, hash: string) {
    if (isPlatformPasswordHash(hash)) return await verifyPassword(password, hash);
    return await medusaCompare.call(this, password, hash);
  };

  const manager = () => container.resolve<EntityManager>("manager");
  /** After a successful sign-in: an old hash is replaced by the current format (best effort). */
  const upgrade = async (owner: HashOwner, id: string | undefined, password: string) => {
    if (!id) return;
    try {
      const stored = await storedPasswordHash(manager(), owner, id);
      if (!stored || isCurrentPasswordHash(stored)) return;
      await replacePasswordHash(manager(), owner, id, stored, await hashPassword(password));
    } catch (error) {
      console.error(`[auth] the password hash of a ${owner} was not upgraded: ${(error as Error).message}`);
    }
  };
  const medusaAuthenticateCustomer = AuthService.prototype.authenticateCustomer;
  AuthService.prototype.authenticateCustomer = async function (email: string, password: string) {
    const result = await medusaAuthenticateCustomer.call(this, email, password);
    if (result.success) await upgrade("customer", result.customer?.id, password);
    return result;
  };
  const medusaAuthenticate = AuthService.prototype.authenticate;
  AuthService.prototype.authenticate = async function (email: string, password: string) {
    const result = await medusaAuthenticate.call(this, email, password);
    if (result.success) await upgrade("user", result.user?.id, password);
    return result;
  };
}
