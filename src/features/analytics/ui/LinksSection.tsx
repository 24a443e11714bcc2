// Views through each share link: which recipient or channel watched, how far
// they got and how long they stayed on each step; for a link that asks for an e-mail address, the
// same per person. The visits behind these figures download as CSV.

import { useT } from '../../../i18n/react';
import type { LinkStats, LinkStep, LinkVisitor } from '../contracts';
import type { StatsFormat } from './stats-data';

interface Props {
  links: LinkStats[];
  /** The deck's step titles, by 0-based step (empty for a video). */
  titles: string[];
  /** Where the visits of the period download as CSV. */
  csvPath: string;
  format: StatsFormat;
}

function useLinkName() {
  const t = useT();
  return (link: LinkStats) => link.name ?? t('stats.links.unnamed', { id: link.linkId.slice(-4) });
}

function StepName({ step, titles }: { step: number; titles: string[] }) {
  const t = useT();
  const title = titles[step];
  return (
    <th scope="row">
      {t('stats.step', { n: step + 1 })}
      {title ? <span className="stats-table__title">{title}</span> : null}
    </th>
  );
}

/** Reach and average time on each step of one link's visits, with bars to compare them at a glance. */
function LinkSteps({
  link,
  name,
  titles,
  format,
}: {
  link: LinkStats;
  name: string;
  titles: string[];
  format: StatsFormat;
}) {
  const t = useT();
  const longest = Math.max(1, ...link.steps.map((s: LinkStep) => s.avgMs ?? 0));
  return (
    <details className="stats-links__steps">
      <summary>{t('stats.links.stepsOf', { link: name })}</summary>
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">{t('stats.table.step')}</th>
            <th scope="col">{t('stats.links.reached')}</th>
            <th scope="col">{t('stats.links.avgOnStep')}</th>
          </tr>
        </thead>
        <tbody>
          {link.steps.map((s) => (
            <tr key={s.step}>
              <StepName step={s.step} titles={titles} />
              <td>
                {format.count(s.reached)}
                <meter className="stats-bar" min={0} max={Math.max(1, link.views)} value={s.reached} />
              </td>
              <td>
                {s.avgMs === null ? t('stats.links.notReached') : format.seconds(s.avgMs)}
                <meter className="stats-bar" min={0} max={longest} value={s.avgMs ?? 0} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** One person's time on each step, behind their "n of m" steps seen. */
function VisitorSteps({
  visitor,
  titles,
  format,
}: {
  visitor: LinkVisitor;
  titles: string[];
  format: StatsFormat;
}) {
  const t = useT();
  const seenOf = t('stats.links.stepsSeenOf', { seen: visitor.stepsSeen, total: visitor.stepMs.length });
  if (visitor.stepsSeen === 0) return <>{seenOf}</>;
  return (
    <details className="stats-links__visitor-steps">
      <summary>{seenOf}</summary>
      <ul>
        {visitor.stepMs.map((ms, step) =>
          ms === null ? null : (
            <li key={step}>
              <span>
                {t('stats.step', { n: step + 1 })}
                {titles[step] ? ` · ${titles[step]}` : ''}
              </span>{' '}
              <span className="stats-links__ms">{format.seconds(ms)}</span>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}

export function LinksSection({ links, titles, csvPath, format }: Props) {
  const t = useT();
  const nameOf = useLinkName();
  if (links.length === 0) return null;
  return (
    <section className="stats-section stats-links" aria-labelledby="stats-links">
      <h2 id="stats-links">{t('stats.links.title')}</h2>
      <p className="stats-referrers__lead">
        {t('stats.links.lead')} {t('stats.links.countNote')}
      </p>
      <p>
        <a className="stats-links__csv" href={csvPath} download>
          {t('stats.links.download')}
        </a>
      </p>
      <LinksTable links={links} nameOf={nameOf} format={format} />
      {links
        .filter((link) => link.views > 0 && link.steps.length > 0)
        .map((link) => (
          <LinkSteps key={link.linkId} link={link} name={nameOf(link)} titles={titles} format={format} />
        ))}
      {links
        .filter((link) => link.visitors.length > 0)
        .map((link) => (
          <LinkVisitors key={link.linkId} link={link} name={nameOf(link)} titles={titles} format={format} />
        ))}
    </section>
  );
}

/** A row per link: its name (and state, once not live), views, visitors, completion, time, downloads. */
function LinksTable({
  links,
  nameOf,
  format,
}: {
  links: LinkStats[];
  nameOf: (link: LinkStats) => string;
  format: StatsFormat;
}) {
  const t = useT();
  return (
    <div className="stats-links__scroll">
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">{t('stats.links.link')}</th>
            <th scope="col">{t('stats.links.views')}</th>
            <th scope="col">{t('stats.links.visitors')}</th>
            <th scope="col">{t('stats.links.completion')}</th>
            <th scope="col">{t('stats.links.avgTime')}</th>
            <th scope="col">{t('stats.links.downloads')}</th>
            <th scope="col">{t('stats.links.lastView')}</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.linkId}>
              <th scope="row">
                {nameOf(link)}
                {link.state !== 'live' ? (
                  <span className="stats-links__state"> · {t(`stats.links.${link.state}`)}</span>
                ) : null}
              </th>
              <td>{format.count(link.views)}</td>
              <td>{format.count(link.uniqueVisitors)}</td>
              <td>{link.views > 0 ? format.percent(link.completionRate) : '–'}</td>
              <td>{link.avgMs === null ? '–' : format.seconds(link.avgMs)}</td>
              <td>{format.count(link.downloads)}</td>
              <td>{link.lastViewAt ? format.longDay(link.lastViewAt.slice(0, 10)) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who gave their address to a link that asks for one: when they came, and the steps each saw. */
function LinkVisitors({
  link,
  name,
  titles,
  format,
}: {
  link: LinkStats;
  name: string;
  titles: string[];
  format: StatsFormat;
}) {
  const t = useT();
  return (
    <div className="stats-links__scroll">
      <table className="stats-table stats-links__visitors">
        <caption>{t('stats.links.visitorsOf', { link: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.links.email')}</th>
            <th scope="col">{t('stats.links.firstVisit')}</th>
            <th scope="col">{t('stats.links.lastVisit')}</th>
            <th scope="col">{t('stats.links.stepsSeen')}</th>
          </tr>
        </thead>
        <tbody>
          {link.visitors.map((visitor) => (
            <tr key={visitor.email}>
              <th scope="row">{visitor.email}</th>
              <td>{format.longDay(visitor.firstSeenAt.slice(0, 10))}</td>
              <td>{format.longDay(visitor.lastSeenAt.slice(0, 10))}</td>
              <td className="stats-links__seen">
                <VisitorSteps visitor={visitor} titles={titles} format={format} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
