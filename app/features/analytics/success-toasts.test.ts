import { expect, test } from "vitest";
import { REGISTRATION_MESSAGES } from "~/features/events/registration";
import { IDEA_SUBMIT_MESSAGES } from "~/features/ideas/schema";
import { MEMBERSHIP_SAVE_MESSAGES } from "~/features/membership/schema";
import { PHOTO_MESSAGES } from "~/features/photos/options";
import { eventOfToast } from "./success-toasts";

const success = (title: string) => ({ title, type: "success" });

test("each feature's success toast maps to its event", () => {
  expect(eventOfToast(success(IDEA_SUBMIT_MESSAGES.success.title))).toBe("idea_submitted");
  expect(eventOfToast(success(PHOTO_MESSAGES.successTitle))).toBe("photo_deposited");
  expect(eventOfToast(success(REGISTRATION_MESSAGES.confirmee.title))).toBe("event_registered");
  expect(eventOfToast(success(`${REGISTRATION_MESSAGES.attente.title} (mise à jour)`))).toBe("event_registered");
  expect(eventOfToast(success(MEMBERSHIP_SAVE_MESSAGES.saved.title))).toBe("membership_started");
  expect(eventOfToast({ title: MEMBERSHIP_SAVE_MESSAGES.savedWithoutLink.title, type: "info" })).toBe("membership_started");
});

test("failures and other toasts report nothing", () => {
  expect(eventOfToast({ title: IDEA_SUBMIT_MESSAGES.failure.title, type: "error" })).toBeNull();
  expect(eventOfToast(success("Préférences enregistrées"))).toBeNull();
  expect(eventOfToast(null)).toBeNull();
});
