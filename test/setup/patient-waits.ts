// Component tests wait for what the page does, not for how fast the machine is. Testing Library
// gives up on `waitFor` and `findBy…` after one second by default, which a loaded CI machine
// (two cores, load average 10) passes while the page is still doing the right thing. The wait
// still ends as soon as the expectation holds, so a passing test is no slower; only a failing
// one takes longer to say so.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 20_000 });
