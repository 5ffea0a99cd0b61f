import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Center, Loader, Overlay } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * A dialog whose code loads the first time it opens, not with the screen that holds it (issue 34: the signed-in home
 * on a phone downloaded every dialog it can open before its first paint). Until then it renders nothing; while its
 * chunk arrives a spinner covers the screen the way the dialog's own overlay will, so nothing underneath moves. Once
 * loaded it stays mounted, so it closes with its own transition and keeps its state like an eager dialog.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={props.opened ? <DialogLoading /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

function DialogLoading() {
  const intl = useIntl();
  return (
    <Overlay fixed backgroundOpacity={0.35} blur={2} zIndex={300}>
      <Center h="100%">
        <Loader aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading' })} />
      </Center>
    </Overlay>
  );
}
