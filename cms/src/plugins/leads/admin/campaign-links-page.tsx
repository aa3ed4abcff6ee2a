// "Campaign links": the tagged-link builder (issue 32). An editor chooses a page of the site and a
// campaign from the Campaigns list, says where the link will be posted (source) and by what kind
// of channel (medium, suggested from the campaign's channel), optionally which ad or button
// (content), and copies the full link. A visit through it is counted under that campaign, source
// and medium on the Measurement page. A page of its own (not a section of Measurement): building
// a link is a task of its own, done while a campaign is being set up, often with the content
// manager open beside it for the campaign; the Measurement page links here.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Box,
  Button,
  Combobox,
  ComboboxOption,
  Field,
  Flex,
  Grid,
  Link as DsLink,
  LinkButton,
  SingleSelect,
  SingleSelectOption,
  Textarea,
  Typography,
} from '@strapi/design-system';
import { ArrowLeft, Check, Duplicate, Plus } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import { NavLink } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { errorMessage } from '../../admin-kit/messages';
import { CAMPAIGN_CHANNEL_LABELS } from '@ironbark/shared/content/campaign';
import { campaignLink, isChannel, MEDIUM_OF_CHANNEL, MEDIUM_SUGGESTIONS, SOURCE_SUGGESTIONS, SOURCES_OF_CHANNEL, tagValue, UTM_MAX_LENGTH } from './campaign-link';
import { longDay } from './measurement-format';
import { CAMPAIGN_CREATE_PATH, CAMPAIGN_LIST_PATH } from './plugin';
import { siteDay } from '@ironbark/shared/time';

interface Campaign {
  name: string;
  code: string;
  channel: string | null;
  startsOn: string | null;
  endsOn: string | null;
}

interface LinkOptions {
  siteUrl: string;
  pages: { path: string; title: string }[];
  campaigns: Campaign[];
}

type CopyState = 'idle' | 'copied' | 'selected';

function Suggestions({ label, values, onPick }: { label: string; values: string[]; onPick: (v: string) => void }) {
  if (values.length === 0) return null;
  return (
    <Flex gap={2} wrap="wrap" paddingTop={2} alignItems="center">
      <Typography variant="pi" textColor="neutral700">
        {label}
      </Typography>
      {values.map((v) => (
        <Button key={v} variant="tertiary" size="S" onClick={() => onPick(v)} aria-label={`${label.replace(/:$/, '')} ${v}`}>
          {v}
        </Button>
      ))}
    </Flex>
  );
}

export default function CampaignLinksPage() {
  const { get } = useFetchClient();
  const [options, setOptions] = useState<LinkOptions | null>(null);
  const [error, setError] = useState('');
  const [path, setPath] = useState('');
  const [code, setCode] = useState('');
  const [source, setSource] = useState('');
  const [medium, setMedium] = useState('');
  const [content, setContent] = useState('');
  const [copy, setCopy] = useState<CopyState>('idle');
  const suggestedMedium = useRef('');
  const linkRef = useRef<HTMLTextAreaElement>(null);
  const sourceList = useId();
  const mediumList = useId();

  const load = useCallback(async () => {
    try {
      const { data } = await get<LinkOptions>('/leads/measurement/link-options');
      setOptions(data);
      setError('');
    } catch (e) {
      setError(errorMessage(e, 'The pages and campaigns could not be loaded.'));
    }
  }, [get]);

  useEffect(() => {
    void load();
    // A campaign created in another tab shows up on coming back to this one.
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [load]);

  const campaign = options?.campaigns.find((c) => c.code === code) ?? null;
  const channel = campaign && isChannel(campaign.channel) ? campaign.channel : null;
  const link = useMemo(
    () => (options && path && campaign ? campaignLink({ siteUrl: options.siteUrl, path, source, medium, campaign: campaign.code, content }) : null),
    [options, path, campaign, source, medium, content],
  );
  useEffect(() => setCopy('idle'), [link]);

  const chooseCampaign = (value: string | number) => {
    const next = options?.campaigns.find((c) => c.code === String(value));
    setCode(String(value));
    const suggestion = next && isChannel(next.channel) ? MEDIUM_OF_CHANNEL[next.channel] : '';
    // The channel's medium, unless the editor typed one of their own.
    if (medium === '' || medium === suggestedMedium.current) setMedium(suggestion);
    suggestedMedium.current = suggestion;
  };

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // No clipboard (an older browser, or permission refused): the link is selected instead.
      linkRef.current?.focus();
      linkRef.current?.select();
      setCopy('selected');
    }
  };

  const missing = [!path && 'a page', !campaign && 'a campaign', !tagValue(source) && 'a source', !tagValue(medium) && 'a medium'].filter(Boolean) as string[];
  const today = siteDay();
  const sourceSuggestions = channel ? SOURCES_OF_CHANNEL[channel].slice(0, 2) : [];

  return (
    <AdminPage
      title="Campaign links"
      subtitle="Build a tagged link to a page of the site for a campaign: visits through it are counted under the campaign, source and medium on the Measurement page."
      primaryAction={
        <LinkButton tag={NavLink} to="/plugins/leads" variant="tertiary" startIcon={<ArrowLeft />}>
          Measurement
        </LinkButton>
      }
      error={error}
    >
      {options ? (
        <Grid.Root gap={6}>
          <Grid.Item col={7} m={12} direction="column" alignItems="stretch">
            <Box background="neutral0" hasRadius shadow="tableShadow" padding={6} tag="section" aria-labelledby="campaign-link-parts" width="100%">
              <Typography variant="delta" tag="h2" id="campaign-link-parts">
                The link
              </Typography>
              <Flex direction="column" alignItems="stretch" gap={5} paddingTop={4}>
                <Field.Root name="page" required hint="The page the link opens: the site's published pages.">
                  <Field.Label>Page</Field.Label>
                  <Combobox
                    value={path || undefined}
                    onChange={(v?: string) => setPath(v ?? '')}
                    onClear={() => setPath('')}
                    placeholder="Type to find a page"
                    noOptionsMessage={() => 'No published page matches'}
                    autocomplete={{ type: 'list', filter: 'contains' }}
                  >
                    {options.pages.map((p) => (
                      <ComboboxOption key={p.path} value={p.path}>
                        {`${p.title} (${p.path})`}
                      </ComboboxOption>
                    ))}
                  </Combobox>
                  <Field.Hint />
                </Field.Root>

                <Box>
                  <Field.Root name="campaign" required hint="Its code becomes the link's utm_campaign. Campaigns are kept in the content manager.">
                    <Field.Label>Campaign</Field.Label>
                    <SingleSelect value={code || undefined} onChange={chooseCampaign} placeholder={options.campaigns.length ? 'Choose a campaign' : 'No campaigns yet'} disabled={options.campaigns.length === 0}>
                      {options.campaigns.map((c) => (
                        <SingleSelectOption key={c.code} value={c.code}>
                          {`${c.name} (${c.code})`}
                        </SingleSelectOption>
                      ))}
                    </SingleSelect>
                    <Field.Hint />
                  </Field.Root>
                  {campaign ? (
                    <Box paddingTop={2}>
                      <Typography variant="pi" textColor="neutral700" tag="p" data-testid="campaign-details">
                        {channel ? CAMPAIGN_CHANNEL_LABELS[channel] : 'No channel'}
                        {campaign.startsOn ? ` · from ${longDay(campaign.startsOn)}` : ''}
                        {campaign.endsOn ? ` · to ${longDay(campaign.endsOn)}` : ''}
                      </Typography>
                      {campaign.endsOn && campaign.endsOn < today ? (
                        <Typography variant="pi" textColor="danger700" fontWeight="semiBold" tag="p">
                          This campaign has ended; visits through the link still count for it.
                        </Typography>
                      ) : null}
                    </Box>
                  ) : null}
                  <Flex gap={4} paddingTop={2} wrap="wrap">
                    <DsLink tag={NavLink} to={CAMPAIGN_CREATE_PATH} startIcon={<Plus />}>
                      Create a campaign
                    </DsLink>
                    <DsLink tag={NavLink} to={CAMPAIGN_LIST_PATH}>
                      All campaigns
                    </DsLink>
                  </Flex>
                </Box>

                <Grid.Root gap={4}>
                  <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
                    <Field.Root name="source" required hint="Where the link is posted or sent: lower case, e.g. linkedin, google, newsletter.">
                      <Field.Label>Source (utm_source)</Field.Label>
                      <Field.Input value={source} list={sourceList} maxLength={UTM_MAX_LENGTH} autoComplete="off" onChange={(e: React.ChangeEvent<HTMLInputElement>) => setSource(e.target.value.toLowerCase())} />
                      <Field.Hint />
                    </Field.Root>
                    <datalist id={sourceList}>
                      {[...new Set([...sourceSuggestions, ...SOURCE_SUGGESTIONS])].map((v) => (
                        <option key={v} value={v} />
                      ))}
                    </datalist>
                    <Suggestions label="Suggested:" values={sourceSuggestions} onPick={setSource} />
                  </Grid.Item>
                  <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
                    <Field.Root name="medium" required hint="The kind of channel: lower case, e.g. paid-social, email, cpc (paid search).">
                      <Field.Label>Medium (utm_medium)</Field.Label>
                      <Field.Input value={medium} list={mediumList} maxLength={UTM_MAX_LENGTH} autoComplete="off" onChange={(e: React.ChangeEvent<HTMLInputElement>) => setMedium(e.target.value.toLowerCase())} />
                      <Field.Hint />
                    </Field.Root>
                    <datalist id={mediumList}>
                      {MEDIUM_SUGGESTIONS.map((v) => (
                        <option key={v} value={v} />
                      ))}
                    </datalist>
                    {channel && MEDIUM_OF_CHANNEL[channel] && medium !== MEDIUM_OF_CHANNEL[channel] ? (
                      <Suggestions label="Suggested for the channel:" values={[MEDIUM_OF_CHANNEL[channel]]} onPick={setMedium} />
                    ) : null}
                  </Grid.Item>
                </Grid.Root>

                <Field.Root name="content" hint="Optional: tells apart links of one campaign, e.g. carousel-ad or footer-button.">
                  <Field.Label>Content (utm_content)</Field.Label>
                  <Field.Input value={content} maxLength={UTM_MAX_LENGTH} autoComplete="off" onChange={(e: React.ChangeEvent<HTMLInputElement>) => setContent(e.target.value)} />
                  <Field.Hint />
                </Field.Root>
              </Flex>
            </Box>
          </Grid.Item>

          <Grid.Item col={5} m={12} direction="column" alignItems="stretch">
            <Box background="neutral0" hasRadius shadow="tableShadow" padding={6} tag="section" aria-labelledby="campaign-link-result" width="100%">
              <Typography variant="delta" tag="h2" id="campaign-link-result">
                Copy the link
              </Typography>
              <Box paddingTop={4}>
                {link ? (
                  <>
                    <Field.Root name="link" hint="Paste it into the post, ad or e-mail as it is.">
                      <Field.Label>Tagged link</Field.Label>
                      <Textarea ref={linkRef} value={link} readOnly rows={4} data-testid="campaign-link" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
                      <Field.Hint />
                    </Field.Root>
                    <Flex gap={3} paddingTop={4} alignItems="center" wrap="wrap">
                      <Button startIcon={copy === 'copied' ? <Check /> : <Duplicate />} onClick={() => void copyLink()}>
                        Copy link
                      </Button>
                      <Typography role="status" textColor={copy === 'copied' ? 'success700' : 'neutral800'} fontWeight="semiBold">
                        {copy === 'copied' ? 'Copied' : copy === 'selected' ? 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.' : ''}
                      </Typography>
                    </Flex>
                    <Box paddingTop={5}>
                      <Typography variant="sigma" textColor="neutral700" tag="h3">
                        Counted on the Measurement page as
                      </Typography>
                      <Box tag="dl" paddingTop={2}>
                        {[
                          ['Campaign', `${campaign?.name} (${campaign?.code})`],
                          ['Source / medium', `${tagValue(source)} / ${tagValue(medium)}`],
                          ['Landing page', path],
                        ].map(([term, value]) => (
                          <Flex key={term} gap={2} paddingBottom={1}>
                            <Typography tag="dt" variant="pi" fontWeight="bold" textColor="neutral800">
                              {term}:
                            </Typography>
                            <Typography tag="dd" variant="pi" textColor="neutral800" style={{ overflowWrap: 'anywhere' }}>
                              {value}
                            </Typography>
                          </Flex>
                        ))}
                      </Box>
                    </Box>
                  </>
                ) : (
                  <Typography textColor="neutral700" tag="p" data-testid="campaign-link-missing">
                    Choose {missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}` : missing[0]} to see the link.
                  </Typography>
                )}
              </Box>
            </Box>
          </Grid.Item>
        </Grid.Root>
      ) : !error ? (
        <Typography role="status" textColor="neutral700">
          Loading the pages and campaigns…
        </Typography>
      ) : null}
    </AdminPage>
  );
}
