// The /admin/association form (issue 14): the public identity and the legal notice in one zod
// schema, saved together under one version of the "identity" setting. Client-safe.
import { z } from "zod";
import { formVersionField, legalIdentityFromForm, legalIdentityShape, legalIdentityToForm, publishedAfterCreation, publishedAfterCreationIssue } from "./legal-identity";
import type { LegalIdentity } from "~/config/association";
import { publicIdentityFromForm, publicIdentityShape, publicIdentityToForm, type PublicIdentity } from "./public-identity";

export const associationIdentityFormSchema = z
  .object({ version: formVersionField, ...publicIdentityShape, ...legalIdentityShape })
  .refine(publishedAfterCreation, publishedAfterCreationIssue);

export type AssociationIdentityForm = z.output<typeof associationIdentityFormSchema>;

export interface AssociationIdentity {
  public: PublicIdentity;
  legal: LegalIdentity;
}

export function associationIdentityFromForm(form: AssociationIdentityForm): AssociationIdentity {
  return { public: publicIdentityFromForm(form), legal: legalIdentityFromForm(form) };
}

export function associationIdentityToForm(identity: AssociationIdentity) {
  return { ...publicIdentityToForm(identity.public), ...legalIdentityToForm(identity.legal) };
}
