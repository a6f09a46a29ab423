import type { ReactNode } from "react";
import blocks from "~/styles/blocks.module.css";

/** A text box with its form's submit button beside it, wrapping below it on a narrow screen. */
export function InputRow({ children, submit }: { children: ReactNode; submit: string }) {
  return (
    <div className={blocks.inputRow}>
      {children}
      <button type="submit" className="button">
        {submit}
      </button>
    </div>
  );
}
