import { Link } from "react-router";
import { site } from "~/site/site";

interface QuoteOrCallProps {
  quoteHref: string;
  quoteLabel: string;
  /** The row's layout, from the band it stands in. */
  className?: string;
  /** The call button's look on that band's background. */
  callClassName?: string;
}

/** The two ways to start, side by side on a dark band: ask for a quote, or call. */
export function QuoteOrCall({ quoteHref, quoteLabel, className, callClassName }: QuoteOrCallProps) {
  return (
    <p className={className}>
      <Link to={quoteHref} className="button button-light">
        {quoteLabel}
      </Link>
      <a href={site.phone.href} className={`button ${callClassName ?? ""}`.trim()}>
        Call {site.phone.display}
      </a>
    </p>
  );
}
