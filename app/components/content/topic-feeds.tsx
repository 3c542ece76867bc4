import { Fragment } from "react";
import type { Topic } from "~/lib/content/schemas";
import { topicFeedLinks } from "~/lib/feeds";

/**
 * How to follow a topic: its three feeds as plain links (files, so a full load rather than a
 * client-side navigation). There are no e-mail alerts: the site has no mail service (README).
 */
export function TopicFeeds({ topic }: { topic: Pick<Topic, "slug" | "name"> }) {
  const feeds = topicFeedLinks(topic.slug);
  return (
    <section aria-labelledby="follow-topic" className="rounded-xl border border-parchment bg-white p-5 print:hidden">
      <h2 id="follow-topic" className="text-lg font-semibold text-navy">
        Follow this topic
      </h2>
      <p className="mt-2">
        A feed reader shows each new article on {topic.name} from this topic&rsquo;s own feed:{" "}
        {feeds.map((feed, i) => (
          <Fragment key={feed.format}>
            {i === 0 ? null : i === feeds.length - 1 ? " or " : ", "}
            <a href={feed.path} type={feed.type} className="font-medium text-teal underline underline-offset-2 hover:text-navy">
              {feed.format}
            </a>
          </Fragment>
        ))}
        .
      </p>
    </section>
  );
}
