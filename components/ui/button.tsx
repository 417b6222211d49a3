import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "md" | "sm";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
  secondary: "border border-slate-300 hover:bg-slate-100 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:bg-slate-800",
};
const SIZES: Record<ButtonSize, string> = { md: "px-4 py-2", sm: "px-3 py-1.5" };

/** The look of a button, also for a link that acts as one (a download). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `rounded-md ${SIZES[size]} text-sm font-medium focus-visible:outline-2 disabled:opacity-60 ${VARIANTS[variant]}`;
}

export function Button({
  variant,
  size,
  className = "",
  type = "submit",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} {...props} className={`${buttonClass(variant, size)} ${className}`} />;
}
