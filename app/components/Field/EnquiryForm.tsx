import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";

interface EnquiryFormProps {
  action: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading the form's rules when the visitor first reaches a field. */
  prepareChecks: () => void;
  children: ReactNode;
}

/**
 * An enquiry form (the contact form, the quote request): a POST to its page's action, checked by
 * the site's own rules rather than the browser's, so the messages are the server's own words.
 * Without scripts the server checks it alone, with the same rules.
 */
export function EnquiryForm({ action, className, onSubmit, prepareChecks, children }: EnquiryFormProps) {
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className={className}
      onSubmit={onSubmit}
      onFocus={prepareChecks}
    >
      {children}
    </Form>
  );
}
