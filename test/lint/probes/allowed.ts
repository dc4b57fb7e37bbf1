// lint-as: src/client/features/chat/components/lint-probe.ts
// expect: nothing
// The control: a feature importing its own files, shared code and client libraries lints clean,
// so the probes above fail for their one bad import and not for being probes.
import { TOPICS } from '@shared/constants/topics';
import { cn } from '@client/lib/utils';
import { TOPIC_ICONS } from './topic-style';

export const probe = [TOPICS, cn, TOPIC_ICONS];
