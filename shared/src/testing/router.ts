// A router held in memory for page tests, the same copy of react-router-dom the apps get through @conf/shared.
export { MemoryRouter } from 'react-router-dom';
