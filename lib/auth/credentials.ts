import { z } from "zod";

/** The shortest password an account may have; better-auth's sign-up and our own forms use the same. */
export const MIN_PASSWORD_LENGTH = 10;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter an email address.").max(254));

export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`).max(256, "Use at most 256 characters.");
