from kingsburg.cli import main

raise SystemExit(main())
