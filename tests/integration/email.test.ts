// Email delivery: over SMTP when SMTP_URL is set, to DATA_DIR/outbox as .eml files otherwise.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { sendEmail } from "~/lib/email.server";
import { parseEnv } from "~/lib/env.server";
import { smtp } from "../setup/integration";

test("a message goes through SMTP with its sender, recipient, reply-to and French text intact", async () => {
  smtp.clear();
  await sendEmail({
    to: "habitante@example.org",
    subject: "Votre idée a bien été reçue",
    text: "Merci ! Nous l’examinerons très vite : à bientôt.",
    replyTo: "bureau@adpl.example",
  });
  const mail = await smtp.waitFor((m) => m.subject === "Votre idée a bien été reçue");
  expect(mail.to).toEqual(["habitante@example.org"]);
  expect(mail.from).toContain("ADPL");
  expect(mail.replyTo).toBe("bureau@adpl.example");
  expect(mail.text).toContain("Merci ! Nous l’examinerons très vite : à bientôt.");
});

test("sending fails loudly when the SMTP server is down, so the job queue retries it", async () => {
  const port = smtp.port;
  await smtp.stop();
  try {
    await expect(sendEmail({ to: "a@example.org", subject: "Test", text: "x" })).rejects.toThrow();
  } finally {
    await smtp.start(port);
  }
});

test("without SMTP_URL each message is written to the outbox as an .eml file", async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "adpl-outbox-"));
  const env = parseEnv({ DATA_DIR: dataDir });
  await sendEmail({ to: "dev@example.org", subject: "Réinitialisation", text: "Lien : http://localhost:3000/x" }, env);
  const files = await fs.readdir(path.join(dataDir, "outbox"));
  expect(files).toHaveLength(1);
  const raw = await fs.readFile(path.join(dataDir, "outbox", files[0]!), "utf8");
  expect(raw).toMatch(/^To: dev@example\.org$/m);
  expect(raw).toMatch(/^Subject: /m);
  await fs.rm(dataDir, { recursive: true, force: true });
});

// A sender that must not hand a message over twice (the newsletter) records it in
// beforeHandOver, which runs once the server has the whole content but before the final dot.
test("beforeHandOver runs after the server took the content, before it accepts the message", async () => {
  smtp.clear();
  const subject = "Lettre : remise tenue jusqu’à l’enregistrement";
  const seenDuringHook: number[] = [];
  await sendEmail({ to: "abonne@example.org", subject, text: "Bonjour,\n\n" + "Nouvelles du quartier. ".repeat(4000) }, undefined, {
    beforeHandOver: async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seenDuringHook.push(smtp.messages.filter((m) => m.subject === subject).length);
    },
  });
  expect(seenDuringHook).toEqual([0]);
  const mail = await smtp.waitFor((m) => m.subject === subject);
  expect(mail.text).toContain("Nouvelles du quartier.");
});

test("a failing beforeHandOver abandons the message: the server never accepts it, and the next message goes through", async () => {
  smtp.clear();
  const abandoned = "Copie abandonnée";
  await expect(
    sendEmail({ to: "abonne@example.org", subject: abandoned, text: "Ne doit jamais arriver." }, undefined, {
      beforeHandOver: async () => {
        throw new Error("déjà remise");
      },
    }),
  ).rejects.toThrow();
  await sendEmail({ to: "abonne@example.org", subject: "Copie suivante", text: "Arrive." });
  await smtp.waitFor((m) => m.subject === "Copie suivante");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.messages.filter((m) => m.subject === abandoned)).toEqual([]);
});

test("without SMTP_URL, beforeHandOver runs before the outbox file is written, and a failing one writes none", async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "adpl-outbox-"));
  const env = parseEnv({ DATA_DIR: dataDir });
  const outbox = path.join(dataDir, "outbox");
  const filesDuringHook: number[] = [];
  await sendEmail({ to: "dev@example.org", subject: "Lettre", text: "x" }, env, {
    beforeHandOver: async () => void filesDuringHook.push((await fs.readdir(outbox)).length),
  });
  expect(filesDuringHook).toEqual([0]);
  await expect(sendEmail({ to: "dev@example.org", subject: "Lettre", text: "y" }, env, { beforeHandOver: () => Promise.reject(new Error("non")) })).rejects.toThrow("non");
  expect(await fs.readdir(outbox)).toHaveLength(1);
  await fs.rm(dataDir, { recursive: true, force: true });
});
